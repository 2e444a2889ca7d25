// The service worker of the installable app (docs/client.md, "Installable app and offline"). Only
// the built app links a manifest (vite-plugin-pwa adds it at build time): the development server
// has no worker to register.
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || !document.querySelector('link[rel="manifest"]')) return;
  void import("workbox-window").then(({ Workbox }) => new Workbox("/sw.js").register()).catch(() => {});
}
