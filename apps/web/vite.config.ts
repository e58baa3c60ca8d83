import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the console runs on Vite's server and sends API calls to the API on port 3000.
const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/dashboard': api, '/api': api, '/health': api, '/docs': api } },
  build: { outDir: 'dist', sourcemap: true },
});
