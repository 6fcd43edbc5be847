import { defineConfig } from "vite";
import { precompressed } from "./vite.compression.ts";

// The listener page's island (docs/decisions/021-listener-island.md): one small module with the
// listener components, React swapped for Preact's compatible API, next to the app's assets. Its
// manifest tells the server the hashed file name.
export default defineConfig({
  publicDir: false,
  plugins: [precompressed()],
  resolve: {
    alias: [
      { find: /^react$/, replacement: "preact/compat" },
      { find: /^react-dom$/, replacement: "preact/compat" },
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
      { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
    ],
  },
  build: {
    outDir: "build/client",
    emptyOutDir: false,
    manifest: ".vite/island-manifest.json",
    rollupOptions: {
      input: "app/features/listener/island.tsx",
      // lucide-react marks its modules "use client", which means nothing outside React Server Components.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
      output: { entryFileNames: "assets/listener-island-[hash].js", chunkFileNames: "assets/island-[hash].js" },
    },
  },
});
