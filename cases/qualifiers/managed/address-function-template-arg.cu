/*---
section: I.4.3.2
clause: managed.address-not-constant
description: The address of a managed variable as a non-type template argument of a function template is rejected.
verdict: error
---*/
__managed__ int xxx = 1;

template <int *P>
int read(void) { return *P; }

int main(void)
{
  return read<&xxx>();  // expect-error
}
