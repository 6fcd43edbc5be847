import { publicComingSoonPage } from "#app/components/coming-soon.tsx";

export default publicComingSoonPage("signUp");
