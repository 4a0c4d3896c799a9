/**
 * Shared test helpers for the components, cart and mini-cart tests. Importing this file unmounts
 * everything React rendered after each test (Vitest runs without globals, so Testing Library cannot
 * register its own cleanup).
 */

/** External dependencies */
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach( () => cleanup() );
