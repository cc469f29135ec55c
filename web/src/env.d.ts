// Vite turns a CSS import into a stylesheet of the page.
declare module '*.css';
