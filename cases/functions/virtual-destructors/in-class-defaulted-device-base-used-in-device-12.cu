/*---
section: I.4.9.2
clause: function.virtual-dtor-override-space-defaulted-in-class
description: "The 12.9/13 guide example: ~Derived2 overriding virtual __device__ ~Base2() = default (defaulted in the class) is __device__, so device code may destroy a Derived2"
verdict: ok
tags: [example]
---*/
struct Base2 {
  virtual __device__ ~Base2() = default;
};
struct Derived2 : Base2 { };
__device__ void dev_func(void) {
  Derived2 d2;
}
