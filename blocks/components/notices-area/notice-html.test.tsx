/** External dependencies */
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

/** Internal dependencies */
import { NoticeHtml } from './notice-html';
import { restoreStandardNodeName } from '../../data/notices/test-utils';

beforeAll( restoreStandardNodeName );

describe( 'NoticeHtml', () => {
	it( 'shows the plain text at once, then the HTML DOMPurify allows', async () => {
		const { container } = render(
			<NoticeHtml
				html={
					'Mã <strong>giam10</strong> không tồn tại.<script>alert(1)</script>'
				}
			/>
		);
		// Before DOMPurify has loaded: text only, never the markup.
		expect( container.querySelector( 'strong, script' ) ).toBeNull();
		expect( container.textContent ).toBe( 'Mã giam10 không tồn tại.' );

		expect(
			( await screen.findByText( 'giam10', { selector: 'strong' } ) )
				.tagName
		).toBe( 'STRONG' );
		expect( container.querySelector( 'script' ) ).toBeNull();
	} );
} );
