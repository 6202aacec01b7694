// The service worker (/sw.js, src/sw/) registered once the page has loaded: it never competes with
// the page's own first requests, and a browser without one (or a failed registration: a private
// window, a development server with no /sw.js) is the site as before, online only.
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
