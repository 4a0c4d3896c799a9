/**
 * Renders a render plan of notices (from `groupNotices`): non-dismissible ones one by one, dismissible
 * groups with a close button; snackbars in their own fixed list. Pure: no store.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { NoticeHtml as Html } from './notice-html';
import {
	snackbarTransitionRef,
	useLeavingSnackbars,
} from './snackbar-transition';
import type { Notice, NoticeGroup } from '../../data/notices';

const roleOf = ( status: string ) =>
	status === 'error' ? 'alert' : 'status';

export interface NoticeListProps {
	groups: NoticeGroup[];
	onDismissGroup: ( group: NoticeGroup ) => void;
}

/** The inline notices of an area. */
export function NoticeList( { groups, onDismissGroup }: NoticeListProps ) {
	return (
		<>
			{ groups.map( ( group ) => (
				<div
					key={ group.key }
					className={ `tourfront-notice is-${ group.status }` }
					role={ roleOf( group.status ) }
				>
					<div className="tourfront-notice__content">
						{ group.notices.length === 1 ? (
							<Html html={ group.notices[ 0 ].content } />
						) : (
							<>
								{ group.summary && (
									<p className="tourfront-notice__summary">
										{ group.summary }
									</p>
								) }
								<ul>
									{ group.notices.map( ( n ) => (
										<Html
											key={ n.id }
											as="li"
											html={ n.content }
										/>
									) ) }
								</ul>
							</>
						) }
					</div>
					{ group.isDismissible && (
						<button
							type="button"
							className="tourfront-notice__dismiss"
							aria-label={ __(
								'Dismiss this notice',
								'tourfront'
							) }
							onClick={ () => onDismissGroup( group ) }
						>
							<span aria-hidden="true">×</span>
						</button>
					) }
				</div>
			) ) }
		</>
	);
}

export interface SnackbarListProps {
	notices: readonly Notice[];
	onDismiss: ( notice: Notice ) => void;
}

/**
 * Snackbars (bottom of the window); a click dismisses one (and every snackbar without explicitDismiss). Each
 * fades in, and out once gone from `notices`, over 500 ms.
 */
export function SnackbarList( { notices, onDismiss }: SnackbarListProps ) {
	const leaving = useLeavingSnackbars( notices );
	if ( ! notices.length && ! leaving.length ) {
		return null;
	}
	return (
		<div className="tourfront-snackbars" role="status" aria-live="polite">
			{ notices.map( ( notice ) => (
				<button
					key={ notice.id }
					ref={ snackbarTransitionRef( true ) }
					type="button"
					className={ `tourfront-snackbar is-${ notice.status }` }
					onClick={ () => onDismiss( notice ) }
				>
					<Html
						html={ notice.content }
						className="tourfront-snackbar__content"
					/>
					<span className="screen-reader-text">
						{ __( 'Dismiss this notice', 'tourfront' ) }
					</span>
				</button>
			) ) }
			{ leaving.map( ( notice ) => (
				<div
					key={ notice.id }
					ref={ snackbarTransitionRef( false ) }
					className={ `tourfront-snackbar is-${ notice.status } is-leaving` }
					aria-hidden="true"
				>
					<Html
						html={ notice.content }
						className="tourfront-snackbar__content"
					/>
				</div>
			) ) }
		</div>
	);
}
