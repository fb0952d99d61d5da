/*---
section: I.4.3.2
clause: managed.no-use-in-static-init
description: An automatic object whose constructor and destructor use a managed variable is fine (no static storage duration).
verdict: ok
---*/
__managed__ int xxx = 10;

struct S1_t {
  int field;
  S1_t(void) : field(xxx) { }
};
struct S2_t {
  ~S2_t(void) { xxx = 10; }
};

int main(void)
{
  S1_t a;
  S2_t b;
  return a.field == 10 ? 0 : 1;
}
