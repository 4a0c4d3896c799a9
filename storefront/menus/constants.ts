/**
 * Dropdown and mobile menus.
 */

/** Hover intent: the pointer must move less than this between two polls to open a dropdown. */
export const DROPDOWN_HOVER_SENSITIVITY_PX = 3;
/** Hover intent: poll interval. */
export const DROPDOWN_HOVER_INTERVAL_MS = 20;
/** Hover intent: delay before a dropdown closes after the pointer leaves. */
export const DROPDOWN_HOVER_TIMEOUT_MS = 70;
/** Dropdown position adjustment is skipped when the container is narrower than this. */
export const DROPDOWN_ADJUST_MIN_CONTAINER_WIDTH_PX = 750;
/** With `?menu_id=N`, menu item N's dropdown opens after this delay. */
export const MENU_ID_OPEN_DELAY_MS = 1000;

/** Items with a dropdown in the desktop navigation (Storefront's markup). */
export const DROPDOWN_ITEM_SELECTOR =
	'.main-navigation .primary-navigation li.menu-item-has-children, .main-navigation > .menu li.page_item_has_children';
/** Mobile sidebar menus that slide between levels. */
export const MOBILE_MENU_SELECTOR =
	'.handheld-navigation, .tourfront-mobile-menu';
/** The mobile menu's slide between levels, and a site toggle's sub-menu opening or closing (Storefront's 0.3 s). */
export const MOBILE_MENU_SLIDE_MS = 300;
/**
 * Items whose sub-menu opens and closes in place in the mobile menu instead of sliding to a level: the site
 * chooses them (Appearance → Menus → the item's "CSS Classes").
 */
export const SUBMENU_TOGGLE_ITEM_CLASS = 'tourfront-submenu-toggle';
