import assetTypes from './locales/en/asset-types.json';
import devices from './locales/en/devices.json';
import groupTypes from './locales/en/group-types.json';
import messages from './locales/en/messages.json';
import core from './locales/en/translation.json';
import ui from './locales/en/ui.json';
import vpn from './locales/en/vpn.json';

/** The English catalogue: the core keys plus one namespace-like branch per feature file (groupTypes.*, vpn.*, ...). */
export const en = { ...core, groupTypes, assetTypes, devices, vpn, ui, messages };
