import type { Collection, ComponentSchema, Singleton } from '@keystatic/core';

export const canadaCollections: Record<string, Collection<Record<string, ComponentSchema>, string>> = {};
export const canadaSingletons: Record<string, Singleton<Record<string, ComponentSchema>>> = {};
