import { groupIdsOf } from '../access';
import type { AlarmOccurrence, DataAlarm } from '../alarm-types';
import type { Message } from '../content-types';
import { demoAccounts } from '../demo-accounts';
import { conditionOf } from './rules';
import { MINUTE_MS, valueAt } from '../machine-data/generator';
import { seededMessage } from '../seed-activity';
import type { Db } from '../types';

/**
 * Each occurrence mirrored as a Message (MessageList), shaped as the messages seed shapes alarms (seed-activity.ts
 * `seededMessage`): `systemLabel` `alarm-<severity>`, `shortContent.alarmName` the rule's name, `agentName` the
 * device's, `occurredOn` the occurrence's. It goes to the demo admin and, for a device in his groups, to Umar User
 * (the two demo people who receive messages); read once the occurrence is acknowledged. Ids `msg-<occurrence>-<user>`.
 */

type MessageDb = Pick<Db, 'agents' | 'memberships' | 'roles' | 'groups'>;

const COMPANY_NAMES: Record<string, string> = { 'c-acme': 'Acme Industrial', 'c-north': 'Northwind Controls' };

export function alarmMessages(
  db: MessageDb,
  rules: readonly DataAlarm[],
  occurrences: readonly AlarmOccurrence[],
  now: number,
): Message[] {
  const ruleById = new Map(rules.map((rule) => [rule.publicId, rule]));
  const agentById = new Map(db.agents.map((agent) => [agent.publicId, agent]));
  const { admin, user } = demoAccounts;
  const userGroups = new Map(
    Object.keys(COMPANY_NAMES).map((companyId) => [companyId, groupIdsOf(db, user.publicId, companyId, now)]),
  );
  return occurrences.flatMap((occurrence) => {
    const rule = ruleById.get(occurrence._alarmId);
    const agent = agentById.get(occurrence._agentId);
    if (!rule || !agent) return [];
    const groups = userGroups.get(agent._companyId);
    const recipients = [
      admin.publicId,
      ...(agent.memberships.some((m) => groups?.has(m.group.publicId)) ? [user.publicId] : []),
    ];
    const tag = conditionOf(rule)?.tag;
    const value = tag ? valueAt(agent.publicId, tag.slug, Date.parse(occurrence.occurredOn) / MINUTE_MS) : null;
    return recipients.map((userId) =>
      seededMessage(
        `msg-${occurrence.publicId}-${userId}`,
        userId,
        {
          read: occurrence.acknowledged,
          occurredOn: occurrence.occurredOn,
          companyName: COMPANY_NAMES[agent._companyId] ?? '',
        },
        {
          toTranslate: false,
          code: null,
          name: rule.name,
          agentName: agent.name,
          instructions: rule.operatorInstructionRtn ?? '',
          extraInformation: [
            { key: 'Value', toTranslate: false, type: typeof value === 'number' ? 'number' : 'boolean', value },
            { key: 'Severity', toTranslate: false, type: 'string', value: rule.severity },
          ],
          severity: rule.severity,
        },
      ),
    );
  });
}
