import { useNavigate } from 'react-router-dom';
import { nextOrder, reorder, type OrderChange, type Ordered } from '../lib/ordering';
import type { NameFormValues } from './name-form-dialog';
import type { SortableSideListProps } from './sortable-side-list';
import {
  useNamedListDialogs,
  type ErrorReader,
  type MutationOutcome,
  type NameFormContent,
  type NamedItem,
} from './use-named-list-dialogs';
import type { DeletionRefusal } from './use-list-operation';

export type OrderedType = Ordered & NamedItem;

/**
 * The deletion rule of group types and asset types (docs/RULES.md#group-and-asset-types): a type may be deleted only
 * when nothing uses it and it is not the last one.
 */
export function deletionVerdict(count: number, inUse: boolean): DeletionRefusal | undefined {
  if (inUse) return 'inUse';
  if (count <= 1) return 'lastOne';
  return undefined;
}

/** The part of a list query's result the pages read. */
export interface ListQueryState<T> {
  data?: T[];
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** The keys every ordered type list has in its feature's i18n branch. */
export type OrderedTypeTextKey =
  | 'title'
  | 'noTypes'
  | 'notFound.title'
  | 'notFound.back'
  | 'list.title'
  | 'list.add'
  | 'list.empty'
  | 'dialog.addTitle'
  | 'dialog.renameTitle'
  | 'dialog.add'
  | 'dialog.save'
  | 'dialog.deleteTitle'
  | 'dialog.delete'
  | 'dialog.deleteText'
  | 'dialog.cannotDeleteInUse'
  | 'dialog.cannotDeleteLast';

/**
 * The feature's `t` with its branch as key prefix: `useTranslation(undefined, { keyPrefix: 'groupTypes' }).t`.
 * The keys stay static, and the compiler checks that the branch has every one of them.
 */
export type OrderedTypeTexts = (key: OrderedTypeTextKey, values?: { name: string }) => string;

export interface OrderedTypeListOptions<T extends OrderedType> {
  /** The type in the address; undefined on the list's own page, which shows the first type. */
  selectedId: string | undefined;
  query: ListQueryState<T>;
  errors: ErrorReader;
  /** With the manage right: drag handles, add, edit and delete. */
  canManage: boolean;
  /** A navigation list rather than a plain one. */
  navigation: boolean;
  /** The list's own page, and the page of one type. */
  paths: { list: string; type: (publicId: string) => string };
  /** Saves a new order; called only when some order changed. */
  reorder: (arranged: T[], changes: OrderChange[]) => void;
  /** The page's texts, by the keys of OrderedTypeTextKey. */
  texts: OrderedTypeTexts;
  /** The menu section above the page in the breadcrumbs. */
  section: string;
  /** Its key names the type, so it is not in OrderedTypeTextKey. */
  cannotDeleteTitle: string;
  /** The add (editing undefined) or edit form: its rules, and what differs from a plain name form titled by the keys. */
  form: (editing: T | undefined) => Partial<NameFormContent> & Pick<NameFormContent, 'schema'>;
  create: (values: NameFormValues, order: number) => PromiseLike<MutationOutcome>;
  update: (type: T, values: NameFormValues) => PromiseLike<MutationOutcome>;
  isInUse: (type: T) => Promise<boolean>;
  onCheckFailed: (error: unknown) => void;
  remove: (type: T) => PromiseLike<MutationOutcome>;
  deleting: boolean;
  onDeleteFailed: (error: unknown) => void;
  /** After a type was added, renamed or deleted: the page confirms it in a notice. */
  onChanged?: (change: 'added' | 'renamed' | 'deleted', name: string) => void;
}

/** The pages of an ordered type list: the sortable side list, its dialogs, which type is selected, and the page's frame. */
export function useOrderedTypeList<T extends OrderedType>(options: OrderedTypeListOptions<T>) {
  const { selectedId, query, texts: text, paths } = options;
  const navigate = useNavigate();
  const types = query.data;
  const selected = selectedId === undefined ? types?.[0] : types?.find((type) => type.publicId === selectedId);

  const { operations, dialogs } = useNamedListDialogs<T>({
    deletion: {
      refusal: async (type) => deletionVerdict(types?.length ?? 0, await options.isInUse(type)),
      onCheckFailed: options.onCheckFailed,
    },
    form: (editing) => ({
      title: text(editing ? 'dialog.renameTitle' : 'dialog.addTitle'),
      submitLabel: text(editing ? 'dialog.save' : 'dialog.add'),
      showColor: false,
      ...options.form(editing),
    }),
    save: (values, editing) =>
      editing ? options.update(editing, values) : options.create(values, nextOrder(types ?? [])),
    remove: options.remove,
    deleting: options.deleting,
    onSaved: (values, editing) => options.onChanged?.(editing ? 'renamed' : 'added', values.name),
    onDeleted: (type) => {
      if (selectedId === type.publicId) void navigate(paths.list, { replace: true });
      options.onChanged?.('deleted', type.name);
    },
    onDeleteFailed: options.onDeleteFailed,
    errors: options.errors,
    texts: {
      deleteTitle: text('dialog.deleteTitle'),
      deleteConfirm: text('dialog.delete'),
      deleteText: (type) => text('dialog.deleteText', { name: type.name }),
      cannotDelete: {
        title: options.cannotDeleteTitle,
        text: (type, reason) =>
          text(reason === 'inUse' ? 'dialog.cannotDeleteInUse' : 'dialog.cannotDeleteLast', { name: type.name }),
      },
    },
  });
  const withType = (id: string, action: (type: T) => void) => {
    const type = types?.find((candidate) => candidate.publicId === id);
    if (type) action(type);
  };

  const sideList: SortableSideListProps = {
    title: text('list.title'),
    addLabel: text('list.add'),
    emptyText: text('list.empty'),
    entries: types?.map((type) => ({
      id: type.publicId,
      name: type.name,
      color: type.color,
      to: paths.type(type.publicId),
    })),
    isLoading: query.isLoading,
    error: query.isError ? options.errors.message(query.error) : undefined,
    onRetry: () => void query.refetch(),
    selectedId: selected?.publicId,
    navigation: options.navigation,
    canManage: options.canManage,
    onAdd: operations.add,
    onEdit: (id) => withType(id, operations.edit),
    onDelete: (id) => withType(id, (type) => void operations.requestDelete(type)),
    onMove: (from, to) => {
      if (!types) return;
      const { arranged, changes } = reorder(types, from, to);
      if (changes.length > 0) options.reorder(arranged, changes);
    },
  };

  return {
    sideList,
    selected,
    /** The address names a type that is not in the list. */
    notFound: Boolean(types && selectedId !== undefined && !selected),
    hasNoTypes: Boolean(types && types.length === 0),
    dialogs,
    page: {
      onTypePage: selectedId !== undefined,
      path: paths.list,
      section: options.section,
      title: text('title'),
      noTypes: text('noTypes'),
      notFound: { title: text('notFound.title'), back: text('notFound.back') },
    },
  };
}

export type OrderedTypeListModel<T extends OrderedType> = ReturnType<typeof useOrderedTypeList<T>>;
