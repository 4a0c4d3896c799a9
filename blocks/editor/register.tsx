/**
 * Registers a server-rendered block's editor side: its preview as `edit`, nothing saved (render.php
 * prints the block on the front end).
 */

/** WordPress dependencies */
import { registerBlockType } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import type { ComponentType } from 'react';

/** Registers `metadata` (the block's block.json) with `Preview` shown in the editor. */
export function registerPreviewBlock(
	metadata: { name: string } & Record< string, unknown >,
	Preview: ComponentType
): void {
	function Edit() {
		return (
			<div { ...useBlockProps() }>
				<Preview />
			</div>
		);
	}
	registerBlockType( metadata, { edit: Edit, save: () => null } );
}
