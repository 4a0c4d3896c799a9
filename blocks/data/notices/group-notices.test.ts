// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { getGroupNoticeIds, groupNotices } from './group-notices';
import type { Notice } from './types';

const notice = (
	id: string,
	content: string,
	extra: Partial< Notice > = {}
): Notice => ( {
	id,
	content,
	context: 'wc/checkout',
	status: 'error',
	type: 'default',
	isDismissible: true,
	explicitDismiss: false,
	...extra,
} );

describe( 'groupNotices', () => {
	it( 'shows non-dismissible notices one by one and groups dismissible ones by status, merging identical content', () => {
		const notices = [
			notice( 'n1', 'Fixed 1', { isDismissible: false } ),
			notice( 'n2', 'Fixed 2', { isDismissible: false } ),
			notice( 'e1', 'Bad email' ),
			notice( 'e2', 'Bad phone' ),
			notice( 'e3', 'Bad email' ),
			notice( 's1', 'Saved', { status: 'success' } ),
			notice( 'snack', 'Snack', { type: 'snackbar', status: 'info' } ),
		];
		const plan = groupNotices( notices );
		expect(
			plan.map( ( g ) => [
				g.key,
				g.notices.map( ( n ) => n.id ),
				g.summary,
			] )
		).toEqual( [
			[ 'n1', [ 'n1' ], undefined ],
			[ 'n2', [ 'n2' ], undefined ],
			[
				'group-error',
				[ 'e1', 'e2' ],
				'Please fix the following errors before continuing',
			],
			[ 'group-success', [ 's1' ], undefined ],
		] );
		expect( getGroupNoticeIds( notices, plan[ 2 ] ) ).toEqual( [
			'e1',
			'e2',
			'e3',
		] );
	} );

	it( 'a group of one error has no summary', () => {
		expect(
			groupNotices( [ notice( 'e', 'x' ), notice( 'f', 'x' ) ] )[ 0 ]
				.summary
		).toBeUndefined();
	} );
} );
