import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // remix-i18next 7.5 detects the language in a middleware; sessions and CSRF checks live there too.
  future: { v8_middleware: true },
} satisfies Config;
