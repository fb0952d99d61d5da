/*---
section: I.4.11
clause: template.arg-restrictions
description: "Guide example: myKernel<inner_t> launched with a private member type of a class not defined in device code."
verdict: error
std: c++14
tags: [example]
note: "The guide puts the error comment on the lines above the launch; the annotation is on the launch, the instantiation the comment refers to. The two other error lines of the example are removed."
---*/
template <typename T>
__global__ void myKernel(void) { }

class myClass {
private:
    struct inner_t { }; 
public:
    static void launch(void) 
    {
       // error: inner_t is used in template argument
       // but it is private
       myKernel<inner_t><<<1,1>>>(); // expect-error
    }
};

// C++14 only
template <typename T> __device__ T d1;

template <typename T1, typename T2> __device__ T1 d2;

void fn() {
  struct S1_t { };
  // error (C++14 only): S1_t is local to the function fn

  auto lam1 = [] { };
  // error (C++14 only): a closure type cannot be used for
  // instantiating a variable template
}
