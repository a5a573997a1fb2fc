import type { Collection, ComponentSchema, Singleton } from '@keystatic/core';

export const pakistanCollections: Record<string, Collection<Record<string, ComponentSchema>, string>> = {};
export const pakistanSingletons: Record<string, Singleton<Record<string, ComponentSchema>>> = {};
