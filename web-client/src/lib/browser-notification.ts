// The browser's notification of a game (issue 38): shown through the service worker where there is
// one (phones show notifications only so; its notificationclick opens the game), else by the page,
// whose click opens the game here.
export async function showGameNotification(title: string, body: string, game: string, open: () => void): Promise<boolean> {
  const options: NotificationOptions = { body, tag: `petteia-${game}`, icon: '/icons/icon-192.png', data: { url: `/g/${game}` } };
  try {
    const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
    if (registration) {
      await registration.showNotification(title, options);
      return true;
    }
    const shown = new Notification(title, options);
    shown.onclick = () => {
      window.focus();
      open();
      shown.close();
    };
    return true;
  } catch {
    return false;
  }
}
