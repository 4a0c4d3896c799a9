/**
 * Notices store thunks: creating notices (with the express-payment rule and snackbar timers) and
 * dismissing snackbars.
 */

/** WordPress dependencies */
import type { ThunkArgs } from '@wordpress/data';

/** Internal dependencies */
import { PAYMENT_STORE, selectStore } from '../shared/store-refs';
import { DEFAULT_NOTICE_CONTEXT, SNACKBAR_TIMEOUT_MS } from './constants';
import type { NoticesStore } from './store';
import type { Notice, NoticeOptions, NoticeStatus } from './types';

type Args = ThunkArgs< NoticesStore >;

/** Per-store-instance state of the thunks (timers and id counter). */
export interface NoticesRuntime {
	timers: Map< string, ReturnType< typeof setTimeout > >;
	nextId: number;
}

/** Creates the thunks bound to one store instance's runtime. */
export function createNoticesThunks(
	runtime: NoticesRuntime = { timers: new Map(), nextId: 1 }
) {
	const timerKey = ( id: string, context: string ) =>
		`${ context }\u0000${ id }`;

	const clearTimer = ( id: string, context: string ) => {
		const key = timerKey( id, context );
		const timer = runtime.timers.get( key );
		if ( timer ) {
			clearTimeout( timer );
			runtime.timers.delete( key );
		}
	};

	/** Removes `id` and every snackbar of the context without explicitDismiss. */
	const dismissSnackbar =
		( id: string, context: string = DEFAULT_NOTICE_CONTEXT ) =>
		( { select, dispatch }: Args ) => {
			const ids = select
				.getNotices( context )
				.filter(
					( n ) =>
						n.type === 'snackbar' &&
						( n.id === id || ! n.explicitDismiss )
				)
				.map( ( n ) => n.id );
			ids.forEach( ( nid ) => clearTimer( nid, context ) );
			if ( ids.length ) {
				dispatch.removeNotices( ids, context );
			}
		};

	/** Creates a notice; returns it, or undefined when suppressed. */
	const createNotice =
		(
			status: NoticeStatus,
			content: string,
			options: NoticeOptions = {}
		) =>
		( { dispatch, registry }: Args ): Notice | undefined => {
			const payment = selectStore( registry, PAYMENT_STORE );
			if (
				status === 'error' &&
				payment?.isExpressPaymentMethodActive?.()
			) {
				return undefined;
			}
			const notice: Notice = {
				id: options.id ?? `tourfront-notice-${ runtime.nextId++ }`,
				context: options.context ?? DEFAULT_NOTICE_CONTEXT,
				content,
				status,
				type: options.type ?? 'default',
				isDismissible: options.isDismissible ?? true,
				explicitDismiss: options.explicitDismiss ?? false,
			};
			clearTimer( notice.id, notice.context );
			dispatch.addNotice( notice );
			if ( notice.type === 'snackbar' && ! notice.explicitDismiss ) {
				runtime.timers.set(
					timerKey( notice.id, notice.context ),
					setTimeout( () => {
						runtime.timers.delete(
							timerKey( notice.id, notice.context )
						);
						dispatch.dismissSnackbar( notice.id, notice.context );
					}, SNACKBAR_TIMEOUT_MS )
				);
			}
			return notice;
		};

	const withStatus =
		( status: NoticeStatus ) =>
		( content: string, options?: NoticeOptions ) =>
			createNotice( status, content, options );

	return {
		createNotice,
		dismissSnackbar,
		/** An error notice. */
		createErrorNotice: withStatus( 'error' ),
		/** A success notice. */
		createSuccessNotice: withStatus( 'success' ),
		/** An info notice. */
		createInfoNotice: withStatus( 'info' ),
		/** A warning notice. */
		createWarningNotice: withStatus( 'warning' ),
	};
}
