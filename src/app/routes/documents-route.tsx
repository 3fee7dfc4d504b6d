export { DocumentsScreen as Component } from '@/features/documents/documents-screen';
