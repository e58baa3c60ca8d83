import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { endpointRoutes } from './build/endpoint-routes.ts';

// In development the console runs on Vite's server and sends API calls to the API on port 3000.
const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ command }) => {
  // A build is what the API serves, so it is always a production build. Vite keeps a NODE_ENV it
  // finds in the shell, and NODE_ENV=development would ship React's development runtime
  // (jsx-dev-runtime, react-dom.development): slower, larger, and chatty in the browser console.
  // Vite reads NODE_ENV after loading this file, which is where its documentation says to set it.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), endpointRoutes()],
    server: { proxy: { '/dashboard': api, '/api': api, '/health': api, '/docs': api } },
    build: { outDir: 'dist', sourcemap: true },
  };
});
