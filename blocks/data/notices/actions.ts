/**
 * Notices store plain action creators (thunks in ./thunks).
 */

/** Internal dependencies */
import { ACTION_TYPES } from './action-types';
import { DEFAULT_NOTICE_CONTEXT } from './constants';
import type { Notice, NoticeStatus } from './types';

/** Adds (or replaces, same id and context) a notice. Use `createNotice` instead. */
export const addNotice = ( notice: Notice ) =>
	( { type: ACTION_TYPES.ADD_NOTICE, notice } ) as const;

/** Removes one notice. */
export const removeNotice = (
	id: string,
	context: string = DEFAULT_NOTICE_CONTEXT
) => ( { type: ACTION_TYPES.REMOVE_NOTICES, ids: [ id ], context } ) as const;

/** Removes several notices of one context. */
export const removeNotices = (
	ids: string[],
	context: string = DEFAULT_NOTICE_CONTEXT
) => ( { type: ACTION_TYPES.REMOVE_NOTICES, ids, context } ) as const;

/** Removes every notice of `status` (all statuses when omitted) in `context` (all when omitted). */
export const removeAllNotices = ( status?: NoticeStatus, context?: string ) =>
	( { type: ACTION_TYPES.REMOVE_ALL_NOTICES, status, context } ) as const;

/** A notices container for `context` was mounted. */
export const registerContainer = ( context: string ) =>
	( { type: ACTION_TYPES.REGISTER_CONTAINER, context } ) as const;

/** A notices container for `context` was removed. */
export const unregisterContainer = ( context: string ) =>
	( { type: ACTION_TYPES.UNREGISTER_CONTAINER, context } ) as const;

export type NoticesAction = ReturnType<
	| typeof addNotice
	| typeof removeNotices
	| typeof removeAllNotices
	| typeof registerContainer
	| typeof unregisterContainer
>;
