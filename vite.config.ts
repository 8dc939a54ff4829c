import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 300 },
  server: { port: 5173, proxy: { '/api': 'http://localhost:8080', '/dev': 'http://localhost:8080' } },
});
