/**
 * The transport-free request/response the Store API router works with (MSW adapts to it).
 */

/** A Store API request. `path` is relative to /wc/store/v1 (e.g. "/cart/add-item", "" for the namespace). */
export interface ApiRequest {
	method: string;
	path: string;
	query: URLSearchParams;
	headers: { get: ( name: string ) => string | null };
	body: unknown;
}

/** A Store API response. */
export interface ApiResponse {
	status: number;
	headers: Record< string, string >;
	body: unknown;
}
