/**
 * Block markup as WordPress renders it on the front end: the block comments go, a paragraph gets its
 * `wp-block-paragraph` class (WordPress 7), headings and lists keep the classes the editor saved.
 */

/** The rendered HTML of paragraph, heading, list and list-item blocks. */
export function renderBlocks( content: string ): string {
	return content
		.replace(
			/<!-- wp:paragraph -->\s*<p>/g,
			'<p class="wp-block-paragraph">'
		)
		.replace( /<!-- \/?wp:[a-z-]+(?: \{[^}]*\})? -->\s*/g, '' )
		.trim();
}
