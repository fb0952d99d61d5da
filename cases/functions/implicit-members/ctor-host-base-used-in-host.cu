/*---
section: I.4.9.2
clause: function.implicit-execution-space
description: "An implicit constructor called only from host code may call a __host__-only base constructor."
verdict: ok
---*/
class Base {
  int x;
public:
  Base(void) : x(10) {}
};

class Derived : public Base {
  int y;
};

void bar(void) { Derived d; }
