import { actorBadge } from './actor';

test.each([
  ['support', 'support'],
  ['agent', 'system'],
  ['webshopintegration', 'system'],
  ['scim-provisioning', 'system'],
  ['client', null],
  ['something-new', null],
])('an actor of type %s gets the badge %s', (type, badge) => {
  expect(actorBadge(type)).toBe(badge);
});
