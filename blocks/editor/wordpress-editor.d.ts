/**
 * The two editor functions the preview entries use. WordPress provides `wp.blocks` and `wp.blockEditor`
 * in the block editor (the build maps the imports to them, scripts/vite/wordpress-externals.ts); the npm
 * packages, with their dependency trees, are not installed for two signatures.
 */

declare module '@wordpress/blocks' {
	/** Registers a block type on the client (here: the editor side of a block registered from block.json). */
	export function registerBlockType(
		metadata: { name: string } & Record< string, unknown >,
		settings: Record< string, unknown >
	): unknown;
}

declare module '@wordpress/block-editor' {
	/** The props of a block's wrapper element in the editor (class names, selection, drag and drop). */
	export function useBlockProps(
		props?: Record< string, unknown >
	): Record< string, unknown >;
}
