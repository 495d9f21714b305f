import type { CompanyScoped } from './base-types';

/**
 * Alarms of the mock database (docs/API.md, "Alarms"; db/alarms/): a device's alarm rules (AgentDataAlarmList) and
 * their occurrences (AgentDataAlarmOccurrenceList), with the platform's field names. Fields starting with `_` are the
 * mock's own and never leave it.
 */

export const ALARM_TYPES = ['unary', 'boolean', 'error_bits', 'threshold', 'rate_of_change', 'bit_pattern'] as const;
export type AlarmType = (typeof ALARM_TYPES)[number];
export const ALARM_SEVERITIES = ['low', 'medium', 'high'] as const;
export type AlarmSeverity = (typeof ALARM_SEVERITIES)[number];

/** An alarm rule of a device. `formula` is postfix over the device's tags (`#<tagId> 250 >`); delays are seconds. */
export interface DataAlarm extends CompanyScoped {
  _agentId: string;
  name: string;
  type: AlarmType;
  severity: AlarmSeverity;
  formula: string;
  source: { publicId: string } | null;
  audience: { publicId: string };
  onDelay: number;
  offDelay: number;
  onResetDelay: number;
  offResetDelay: number;
  autoAcknowledge: boolean;
  booleanNormalValue: boolean;
  outOfService: boolean;
  operatorInstructionRtn: string | null;
}

/** One time a rule went active; the wire's `alarm` is the rule as it is now (joined by `_alarmId`). */
export interface AlarmOccurrence extends CompanyScoped {
  _agentId: string;
  _alarmId: string;
  occurredOn: string;
  /** Return to normal: null while active. */
  rtnOn: string | null;
  stillActiveOn: string | null;
  acknowledged: boolean;
  acknowledgedBy: { publicId: string } | null;
  acknowledgedOn: string | null;
  comment: string | null;
  silenced: boolean;
  rateLimitTill: string | null;
}

export interface AlarmTables {
  dataAlarms: DataAlarm[];
  alarmOccurrences: AlarmOccurrence[];
}
