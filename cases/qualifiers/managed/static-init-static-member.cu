/*---
section: I.4.3.2
clause: managed.no-use-in-static-init
description: A static data member initialized with a managed variable's address is rejected.
verdict: error
---*/
__managed__ int xxx = 10;

struct A {
  static int *p;
};

int *A::p = &xxx;  // expect-error
