/*---
section: I.4.3.2
clause: managed.no-use-in-static-init
description: A namespace-scope pointer initialized to null and assigned the managed variable's address in main is fine.
verdict: ok
---*/
__managed__ int xxx = 10;

int *ptr = nullptr;

int main(void)
{
  ptr = &xxx;
  static int *local = nullptr;
  local = ptr;
  return *local == 10 ? 0 : 1;
}
