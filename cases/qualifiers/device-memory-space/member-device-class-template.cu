/*---
section: I.4.3.1
clause: memspace.no-member
description: A __device__ data member of a class template is rejected (the template is instantiated).
verdict: error
note: "The diagnostic may come at the template definition or at its instantiation; the member line is where the rule is broken."
---*/
template <typename T>
struct Box {
  __device__ T value;  // expect-error
};

Box<int> b;
