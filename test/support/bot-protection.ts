/** Test support: forgets the challenge scripts the bot-protection loader added to the page. */
import { BOT_PROTECTION_SCRIPT_ATTRIBUTE } from '../../src/registration/bot-protection';

export function removeBotProtectionScripts(doc: Document = document): void {
  doc.head.querySelectorAll(`script[${BOT_PROTECTION_SCRIPT_ATTRIBUTE}]`).forEach((script) => script.remove());
}
