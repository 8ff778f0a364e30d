/** spec §2 "Header and footer": desktop footer with copyright, legal links and 'Supporto online'. */
import { FOOTER_LINKS, SHELL_COPY } from './copy';
import { useInstance } from '../kit/hooks';

export function Footer() {
  const { instance } = useInstance();
  const base = instance.config.publicSiteUrl.replace(/\/?$/, '/');
  return (
    <footer part="footer" className="footer desktop-only">
      <p className="copyright">{SHELL_COPY.copyright(new Date().getFullYear())}</p>
      <ul className="footer-links">
        {FOOTER_LINKS.map((link) => (
          <li key={link.path}>
            <a href={`${base}${link.path}`} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className="link" onClick={() => instance.store.actions.openHelp('contacts')}>
            {SHELL_COPY.supportLink}
          </button>
        </li>
      </ul>
    </footer>
  );
}
