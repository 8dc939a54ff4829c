import i18next from 'i18next';
import { registerMessages, type MessageFinder } from '../../../ui/form/messages';

// The admin forms' own rules name their messages by key (`staffAdmin.rule.…`): the fields and the error summary show
// them in the reader's language through the form parts' one message lookup.
const findAdminMessage: MessageFinder = (key, language) =>
  key.startsWith('staffAdmin.') && i18next.exists(key, { lng: language }) ? i18next.t(key, { lng: language }) : undefined;

registerMessages(findAdminMessage);

export const rule = (name: string) => `staffAdmin.rule.${name}`;
