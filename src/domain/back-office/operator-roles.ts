// Who an operator is: an agent works the queues; an admin also manages operators and the money that needs a person.
export const operatorRoles = ['agent', 'admin'] as const;
export type OperatorRole = (typeof operatorRoles)[number];
