/** The page is its own chunk, downloaded when its route is entered. */
export const loadCustomFieldsPage = () =>
  import('./components/custom-fields-page').then((module) => module.CustomFieldsPage);

/** Custom field values on devices, assets and users: shown as facts, edited in a form dialog, sent as a PATCH's `custom`. */
export { useCustomPropertiesQuery } from './api';
export { useCustomFieldFacts } from './components/values/custom-field-facts';
export { CustomFieldInputs, customInputPaths, customInputsSchema } from './components/values/custom-field-inputs';
export { CustomFieldsDialog } from './components/values/custom-fields-dialog';
export { customPatch, fieldsFor, inputsOf, slugOfServerField } from './model/values';
export { readCustomValues, type CustomValues, type WireValue } from './model/wire-values';
export type { CustomProperty } from './model/schemas';
