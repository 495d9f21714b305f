import { deviceTagSpecs, type TagSpec } from './tags';

/**
 * A logging device's data source, tags and variables as the platform answers them (AgentDataSourceList,
 * AgentDataTagList, AgentDataVariableList), derived from the device's id: nothing stored. Ids: source `ds-<agent>`,
 * tag `dt-<agent>-<tagId>`, variable `dv-<agent>-<tagId>`.
 */

export const sourceIdOf = (agentId: string): string => `ds-${agentId}`;
/** The agent of a source id, or null when it is none of the mock's. */
export const agentOfSource = (sourceId: string): string | null => /^ds-(.+)$/.exec(sourceId)?.[1] ?? null;

export function sourceView(agentId: string): Record<string, unknown> {
  return {
    publicId: sourceIdOf(agentId),
    agent: { publicId: agentId },
    name: 'Machine PLC',
    slug: 'plc',
    protocol: 's7',
    disabled: false,
    port: 102,
    pullDelay: null,
    gracePeriod: null,
    continueLoggingOnError: true,
    mqttTopic: null,
    valuesPerHour: deviceTagSpecs(agentId).length * 60,
  };
}

export function variableView(agentId: string, tag: TagSpec): Record<string, unknown> {
  return {
    publicId: `dv-${agentId}-${tag.tagId}`,
    variableId: tag.tagId,
    agent: { publicId: agentId },
    source: { publicId: sourceIdOf(agentId) },
    name: tag.name,
    slug: tag.slug,
    address: `DB10.${tag.type === 'bool' ? 'DBX' : 'DBD'}${tag.tagId * 4}`,
    type: tag.type,
    unit: tag.unit,
    factor: null,
    signed: tag.type === 'int' || tag.type === 'float' ? false : null,
    width: tag.type === 'int' || tag.type === 'float' ? '32' : null,
    maxStringLength: tag.type === 'str' ? 16 : null,
    updateable: false,
    forLogging: true,
    forAlarming: tag.type !== 'str',
    internalUse: false,
    custom: {},
  };
}

export function tagView(agentId: string, tag: TagSpec): Record<string, unknown> {
  const onChange = tag.type === 'bool' || tag.type === 'str';
  return {
    publicId: `dt-${agentId}-${tag.tagId}`,
    tagId: tag.tagId,
    agent: { publicId: agentId },
    source: { publicId: sourceIdOf(agentId) },
    name: tag.name,
    slug: tag.slug,
    variable: variableView(agentId, tag),
    logEvent: onChange ? 'change' : 'interval',
    loggingInterval: onChange ? null : '60s',
    onChangeExpiry: null,
    downsamplingInterval: null,
    edgeAggregator: null,
    retentionPolicy: '26w',
    aggregators: onChange ? ['last'] : tag.counter ? ['last', 'max'] : ['mean', 'min', 'max'],
  };
}
