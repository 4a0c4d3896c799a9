/**
 * The contract between the light header script (storefront/mini-cart) and the lazily loaded React
 * panel (blocks/mini-cart, `settings.theme.mini_cart_assets.module`).
 */

/** Dropdown under the header button (≥ 850 px) or off-canvas panel. */
export type MiniCartMode = 'dropdown' | 'drawer';

export interface MiniCartOpenOptions {
	mode: MiniCartMode;
	/** Move focus into the panel (a shopper's click, or the off-canvas panel, which is modal). */
	focus: boolean;
}

/** What the React side hands back once mounted. */
export interface MiniCartPanel {
	open: ( options: MiniCartOpenOptions ) => void;
	close: () => void;
	/** The element that holds the panel (hover/focus inside it keeps a revealed dropdown open). */
	element: HTMLElement;
}

export interface MiniCartPanelOptions {
	/** Asked by the panel itself (close button, Escape, overlay click, navigation). */
	onRequestClose: () => void;
}

/** The module `mini_cart_assets.module` points at. */
export interface MiniCartModule {
	createMiniCartPanel: (
		host: HTMLElement,
		options: MiniCartPanelOptions
	) => MiniCartPanel;
}
