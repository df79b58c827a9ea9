// A Testing Library text matcher for words split over elements (a policy label keeps its reference in a
// span of its own, ui/policy-name.tsx): the innermost element whose whole text is `text`.
export const wholeText = (text: string) => (_content: string, element: Element | null) =>
  element?.textContent === text && ![...element.children].some((child) => child.textContent === text);
