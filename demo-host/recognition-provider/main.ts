/** Entry of the simulated recognition provider's page (`/recognition-provider/`, demo-host/public). */
import { mountProviderPage } from './page';

const root = document.getElementById('recognition-provider');
if (root) {
  void mountProviderPage(root, {
    href: window.location.href,
    mediaDevices: navigator.mediaDevices,
    fetch: window.fetch.bind(window),
    navigate: (url) => window.location.assign(url),
  });
}
