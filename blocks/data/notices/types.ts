/**
 * Notices store shapes.
 */

export type NoticeStatus = 'error' | 'success' | 'warning' | 'info' | 'default';
export type NoticeType = 'default' | 'snackbar';

/** A notice. `content` is HTML, sanitised when shown. */
export interface Notice {
	id: string;
	context: string;
	content: string;
	status: NoticeStatus;
	type: NoticeType;
	isDismissible: boolean;
	explicitDismiss: boolean;
}

/** Options of `createNotice`. */
export interface NoticeOptions {
	id?: string;
	context?: string;
	type?: NoticeType;
	isDismissible?: boolean;
	explicitDismiss?: boolean;
}

export interface NoticesState {
	/** Notices by context, oldest first. */
	byContext: Readonly< Record< string, readonly Notice[] > >;
	/** Registered containers by context (a count: the same context can be mounted twice). */
	containers: Readonly< Record< string, number > >;
}
