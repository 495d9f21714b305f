/**
 * The mock backend's pieces a bench needs in Node, in one module graph (so the scenario changes the very database the
 * handlers answer from). Loaded by ./mock-api.ts through Vite's runner.
 */
export { apiHandlers } from '@mocks/handlers';
export { applyScenario } from '@mocks/scenarios/control';
