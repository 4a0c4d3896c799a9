/**
 * How a notices area shows its notices: non-dismissible ones one by one,
 * dismissible ones grouped by status with identical content merged.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import type { Notice, NoticeStatus } from './types';

/** One entry of the render plan. */
export interface NoticeGroup {
	/** Stable key for React. */
	key: string;
	status: NoticeStatus;
	/** The notices shown (identical content merged); one means "show it alone". */
	notices: Notice[];
	isDismissible: boolean;
	/** "Please fix the following errors before continuing" for error groups of several. */
	summary?: string;
}

/** Builds the render plan; dismissing a group means removing all of its notices. */
export function groupNotices( notices: readonly Notice[] ): NoticeGroup[] {
	const plan: NoticeGroup[] = [];
	for ( const notice of notices ) {
		if ( notice.type === 'snackbar' || notice.isDismissible ) {
			continue;
		}
		plan.push( {
			key: notice.id,
			status: notice.status,
			notices: [ notice ],
			isDismissible: false,
		} );
	}
	const groups = new Map< NoticeStatus, Notice[] >();
	for ( const notice of notices ) {
		if ( notice.type === 'snackbar' || ! notice.isDismissible ) {
			continue;
		}
		const group = groups.get( notice.status ) ?? [];
		if ( ! group.some( ( n ) => n.content === notice.content ) ) {
			group.push( notice );
		}
		groups.set( notice.status, group );
	}
	for ( const [ status, group ] of groups ) {
		plan.push( {
			key: `group-${ status }`,
			status,
			notices: group,
			isDismissible: true,
			summary:
				status === 'error' && group.length > 1
					? __(
							'Please fix the following errors before continuing',
							'tourfront'
						)
					: undefined,
		} );
	}
	return plan;
}

/** All notices of a group including merged duplicates (to remove them all on dismiss). */
export function getGroupNoticeIds(
	notices: readonly Notice[],
	group: NoticeGroup
): string[] {
	const contents = new Set( group.notices.map( ( n ) => n.content ) );
	return notices
		.filter(
			( n ) =>
				n.type !== 'snackbar' &&
				n.isDismissible === group.isDismissible &&
				n.status === group.status &&
				contents.has( n.content )
		)
		.map( ( n ) => n.id );
}
