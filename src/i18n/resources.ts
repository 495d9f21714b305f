import type assetTypes from './locales/en/asset-types.json';
import type devices from './locales/en/devices.json';
import type groupTypes from './locales/en/group-types.json';
import type messages from './locales/en/messages.json';
import core from './locales/en/translation.json';
import type ui from './locales/en/ui.json';
import type vpn from './locales/en/vpn.json';

/** The core keys: the shell, sign-in, errors and notices. Loaded at start-up. */
export const coreCatalogue = core;

/**
 * The whole English catalogue as a type: the core keys plus one branch per area file (groupTypes.*, vpn.*, ...).
 * Each branch loads with the code that shows it (its `catalogue.ts`), so the sign-in page downloads only the core.
 */
export type Catalogue = typeof core & {
  groupTypes: typeof groupTypes;
  assetTypes: typeof assetTypes;
  devices: typeof devices;
  vpn: typeof vpn;
  ui: typeof ui;
  messages: typeof messages;
};

export type CatalogueBranch = Exclude<keyof Catalogue, keyof typeof core>;
