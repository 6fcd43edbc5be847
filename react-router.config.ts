import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // remix-i18next 7.5 detects the language in a middleware; sessions and CSRF checks live there too.
  // The other v8 changes are declined for now, said out loud so the build stops warning about them.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
